// Every row of the type → schema matrix, served in-process and called with the official SDK v1 Client:
// a valid call reaches the method with correctly typed values, an invalid one is a tool error naming the field.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createInMemoryTransportPair, createServer, type McpServer } from '@mcp-codegen/runtime';
import { feature } from '../src/generated/feature.generated';

let server: McpServer;
let client: Client;

beforeAll(async () => {
  server = createServer([feature]);
  const pair = createInMemoryTransportPair();
  await server.connect(pair.server);
  client = new Client({ name: 'types-test', version: '1.0.0' });
  await client.connect(pair.client);
});

afterAll(async () => {
  await client.close();
  await server.close();
});

interface Received {
  values: Record<string, unknown>;
  types: Record<string, unknown>;
}

async function call(name: string, args: Record<string, unknown>): Promise<{ isError: boolean; text: string }> {
  const result = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: Array<{ type: string; text: string }> };
  return { isError: result.isError === true, text: result.content[0].text };
}

async function accepted(name: string, args: Record<string, unknown>): Promise<Received> {
  const result = await call(name, args);
  if (result.isError) throw new Error(`${name} rejected valid arguments: ${result.text}`);
  return JSON.parse(result.text) as Received;
}

async function rejected(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await call(name, args);
  expect(result.isError).toBe(true);
  expect(result.text).toMatch(new RegExp(`^Invalid arguments for tool "${name}": `));
  return result.text;
}

const ISO = '2025-06-01T08:30:00.000Z';

describe('tools/list', () => {
  it('lists every tool with a self-contained 2020-12 object schema', async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(18);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      // 2020-12 is MCP's default dialect: only rawQuery's schema, written by hand, names it.
      expect(tool.inputSchema.$schema).toBe(tool.name === 'rawQuery' ? 'https://json-schema.org/draft/2020-12/schema' : undefined);
    }
    const withRefs = tools.filter((t) => JSON.stringify(t.inputSchema).includes('$ref')).map((t) => t.name);
    expect(withRefs.sort()).toEqual(['rawQuery', 'saveItinerary']);
  });
});

describe('primitives, integers, literals and enums', () => {
  it('string, Integer, number, boolean', async () => {
    const got = await accepted('planTrip', { destination: 'Oslo', travelers: 2, budget: 99.5, flexible: false });
    expect(got.values).toEqual({ destination: 'Oslo', travelers: 2, budget: 99.5, flexible: false });
    expect(got.types).toEqual({ destination: 'string', travelers: 'number', budget: 'number', flexible: 'boolean' });
    expect(await rejected('planTrip', { destination: 'Oslo', travelers: 2.5, budget: 1, flexible: true })).toContain('"travelers" must be integer');
    expect(await rejected('planTrip', { destination: 'Oslo', travelers: 2, budget: '1', flexible: true })).toContain('"budget" must be number');
  });

  it('literal unions, string enums and numeric enums', async () => {
    expect((await accepted('setPace', { pace: 'packed', mode: 'train', priority: 3 })).values).toEqual({ pace: 'packed', mode: 'train', priority: 3 });
    expect(await rejected('setPace', { pace: 'fast', mode: 'train', priority: 3 })).toContain('"pace" must be one of "packed", "relaxed"');
    expect(await rejected('setPace', { pace: 'packed', mode: 'boat', priority: 3 })).toContain('"mode" must be one of');
    expect(await rejected('setPace', { pace: 'packed', mode: 'car', priority: 7 })).toContain('"priority" must be one of 1, 2, 3');
  });
});

describe('unions and null', () => {
  it('discriminated unions and primitive unions', async () => {
    const got = await accepted('addStop', { stop: { kind: 'hotel', name: 'Grand', nights: 2 }, after: 1 });
    expect(got.values.stop).toEqual({ kind: 'hotel', name: 'Grand', nights: 2 });
    expect((await accepted('addStop', { stop: { kind: 'sight', name: 'Fjord', minutes: 30 }, after: 'start' })).types.after).toBe('string');
    expect(await rejected('addStop', { stop: { kind: 'sight', name: 'Fjord', minutes: 5 }, after: 1 })).toContain('"stop');
    expect(await rejected('addStop', { stop: { kind: 'hotel', name: 'Grand', nights: 2 }, after: true })).toContain('"after" must be string or number');
  });

  it('T | null', async () => {
    expect((await accepted('setNote', { note: null, rating: 4 })).types).toEqual({ note: 'null', rating: 'number' });
    expect(await rejected('setNote', { note: 3, rating: null })).toContain('"note" must be string or null');
    expect(await rejected('setNote', { note: 'x' })).toContain('missing required argument "rating"');
  });
});

describe('optional parameters and defaults', () => {
  it('applies defaults before the method runs and leaves optionals undefined', async () => {
    expect((await accepted('search', { query: 'museum' })).values).toEqual({ query: 'museum', limit: 10, order: 'near' });
    expect((await accepted('search', { query: 'museum', limit: 3, order: 'popular', region: 'west' })).values).toEqual({ query: 'museum', limit: 3, order: 'popular', region: 'west' });
    expect(await rejected('search', { limit: 3 })).toContain('missing required argument "query"');
    expect(await rejected('search', { query: 'q', extra: 1 })).toContain('unknown argument "extra"');
  });

  it('applies the defaults of a destructured input', async () => {
    expect((await accepted('forecast', { city: 'Bergen' })).values).toEqual({ city: 'Bergen', days: 3, units: 'metric' });
    expect((await accepted('forecast', { city: 'Bergen', days: 14, units: 'imperial' })).values).toEqual({ city: 'Bergen', days: 14, units: 'imperial' });
    expect(await rejected('forecast', { city: 'Bergen', days: 15 })).toContain('"days" must be <= 14');
    expect(await rejected('forecast', { days: 2 })).toContain('missing required argument "city"');
  });
});

describe('arrays and tuples', () => {
  it('arrays, readonly arrays, nested arrays', async () => {
    expect((await accepted('tagTrip', { tags: ['a'], ids: [1, 2], grid: [[1], []] })).values).toEqual({ tags: ['a'], ids: [1, 2], grid: [[1], []] });
    expect(await rejected('tagTrip', { tags: ['a'], ids: [1.5], grid: [] })).toContain('"ids[0]" must be integer');
    expect(await rejected('tagTrip', { tags: 'a', ids: [], grid: [] })).toContain('"tags" must be array');
  });

  it('tuples with optional and rest elements', async () => {
    const got = await accepted('setRoute', { leg: ['Oslo', 'Bergen'], waypoints: ['start', { lat: 60, lon: 5 }, { lat: 61, lon: 6 }] });
    expect(got.values.waypoints).toEqual(['start', { lat: 60, lon: 5 }, { lat: 61, lon: 6 }]);
    expect((await accepted('setRoute', { leg: ['Oslo', 'Bergen', 2], waypoints: ['start'] })).values.leg).toEqual(['Oslo', 'Bergen', 2]);
    expect(await rejected('setRoute', { leg: ['Oslo'], waypoints: ['start'] })).toContain('"leg" must NOT have fewer than 2 items');
    expect(await rejected('setRoute', { leg: ['Oslo', 'Bergen', 1, 2], waypoints: ['start'] })).toContain('"leg" must NOT have more than 3 items');
    expect(await rejected('setRoute', { leg: ['Oslo', 'Bergen'], waypoints: ['start', { lat: 100, lon: 5 }] })).toContain('"waypoints[1].lat" must be <= 90');
  });
});

describe('objects', () => {
  const traveler = { name: 'Ada', address: { street: 'Main 1', city: 'Oslo' } };
  const args = { traveler, patch: {}, contact: { name: 'Ada', email: 'ada@example.com' }, home: { street: 's', city: 'c' }, fixed: { street: 's', city: 'c', country: 'NO' } };

  it('classes as data, Partial, Pick & intersection, Omit, Readonly<Required<>>', async () => {
    expect((await accepted('updateTraveler', args)).values).toEqual(args);
    expect(await rejected('updateTraveler', { ...args, traveler: { ...traveler, age: 1.5 } })).toContain('"traveler.age" must be integer');
    expect(await rejected('updateTraveler', { ...args, patch: { town: 'x' } })).toContain('unknown argument "patch.town"');
    expect(await rejected('updateTraveler', { ...args, contact: { name: 'Ada', email: 'nope' } })).toContain('"contact.email" must match format "email"');
    expect(await rejected('updateTraveler', { ...args, home: { street: 's', city: 'c', country: 'NO' } })).toContain('unknown argument "home.country"');
    expect(await rejected('updateTraveler', { ...args, fixed: { street: 's', city: 'c' } })).toContain('missing required argument "fixed.country"');
  });

  it('Record<string, T>, index signatures and Record<"a" | "b", T>', async () => {
    const ok = { perDay: { food: 30.5, museums: 12 }, limits: { taxis: 3 }, split: { food: 1, lodging: 2 } };
    expect((await accepted('setBudgets', ok)).values).toEqual(ok);
    expect(await rejected('setBudgets', { ...ok, perDay: { food: 'lots' } })).toContain('"perDay.food" must be number');
    expect(await rejected('setBudgets', { ...ok, limits: { taxis: 0.5 } })).toContain('"limits.taxis" must be integer');
    expect(await rejected('setBudgets', { ...ok, split: { food: 1 } })).toContain('missing required argument "split.lodging"');
  });

  it('generics instantiated at the use site', async () => {
    const page = { items: [{ kind: 'hotel', name: 'H', nights: 1 }], next: null };
    expect((await accepted('pageStops', { page })).values.page).toEqual(page);
    expect(await rejected('pageStops', { page: { items: [{ kind: 'camp' }], next: null } })).toContain('"page.items[0]');
  });

  it('recursive types through $defs', async () => {
    const plan = { title: 'Trip', children: [{ title: 'Day 1', children: [{ title: 'Museum', children: [] }] }] };
    expect((await accepted('saveItinerary', { plan })).values.plan).toEqual(plan);
    expect(await rejected('saveItinerary', { plan: { title: 'Trip', children: [{ title: 'Day 1' }] } })).toContain('missing required argument "plan.children[0].children"');
  });

  it('types from another file and from another workspace package', async () => {
    const got = await accepted('pinLocation', { point: { lat: 59.9, lon: 10.7 }, icon: { src: 'https://example.com/pin.png', theme: 'dark' } });
    expect(got.values.icon).toEqual({ src: 'https://example.com/pin.png', theme: 'dark' });
    expect(await rejected('pinLocation', { point: { lat: 59.9, lon: 10.7 }, icon: { src: 'x', theme: 'blue' } })).toContain('"icon.theme" must be one of "dark", "light"');
  });
});

describe('strings with a shape', () => {
  it('template literal types become patterns', async () => {
    expect((await accepted('bookRoom', { room: 'room-12', guest: 'ada@example.com' })).values.room).toBe('room-12');
    expect(await rejected('bookRoom', { room: 'suite-12', guest: 'ada@example.com' })).toContain('"room" must match pattern');
    expect(await rejected('bookRoom', { room: 'room-1', guest: 'nobody' })).toContain('"guest" must match pattern');
  });

  it('Date parameters arrive as Dates, also nested in arrays and objects', async () => {
    const got = await accepted('schedule', { start: ISO, windows: [{ opens: ISO }, { opens: ISO, closes: '2025-06-01T18:00:00Z' }] });
    expect(got.types).toEqual({ start: 'Date', windows: [{ opens: 'Date' }, { opens: 'Date', closes: 'Date' }], end: 'undefined' });
    expect(got.values.start).toBe(ISO);
    expect((await accepted('schedule', { start: ISO, windows: [], end: ISO })).types.end).toBe('Date');
    expect(await rejected('schedule', { start: 'next monday', windows: [] })).toContain('"start" must match format "date-time"');
    expect(await rejected('schedule', { start: ISO, windows: [{ opens: 5 }] })).toContain('"windows[0].opens" must be string');
  });

  it('JSDoc tags on parameters constrain them', async () => {
    expect((await accepted('rateStay', { stars: 5, review: 'Lovely', email: 'a@b.io' })).values).toEqual({ stars: 5, review: 'Lovely', email: 'a@b.io', photos: ['none'] });
    expect(await rejected('rateStay', { stars: 6, review: 'Lovely' })).toContain('"stars" must be <= 5');
    expect(await rejected('rateStay', { stars: 4.5, review: 'Lovely' })).toContain('"stars" must be integer');
    expect(await rejected('rateStay', { stars: 4, review: 'ok' })).toContain('"review" must NOT have fewer than 3 characters');
    expect(await rejected('rateStay', { stars: 4, review: 'Lovely', email: 'no' })).toContain('"email" must match format "email"');
    expect(await rejected('rateStay', { stars: 4, review: 'Lovely', photos: ['a', 'a'] })).toContain('"photos" must NOT have duplicate items');
  });
});

describe('explicit schemas and context parameters', () => {
  it('an explicit inputSchema is used as written', async () => {
    expect((await accepted('rawQuery', { sql: 'SELECT 1', limit: 5 })).values).toEqual({ sql: 'SELECT 1', limit: 5 });
    expect(await rejected('rawQuery', { sql: 'DROP TABLE x' })).toContain('"sql" must match pattern');
    expect(await rejected('rawQuery', { sql: 'SELECT 1', limit: 0 })).toContain('"limit" must be >= 1');
  });

  it('a context parameter is not an argument', async () => {
    expect((await accepted('echo', { text: 'hi' })).values).toEqual({ text: 'hi', requestId: 'number' });
    expect(await rejected('echo', { text: 'hi', ctx: {} })).toContain('unknown argument "ctx"');
  });
});
