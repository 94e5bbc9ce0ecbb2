// docs/clients.md: checking tools' structured output against their schemas on the client.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { NotesClient } from '@mcp-codegen-samples/notes/client';

const client = new Client({ name: 'my-app', version: '1.0.0' });

// #region validate-output
import Ajv2020 from 'ajv/dist/2020';
const ajv = new Ajv2020({ strict: false });
const notes = new NotesClient(client, {
  validateOutput: (schema, value) => ajv.validate(schema, value) || ajv.errors!.map((e) => `${e.instancePath} ${e.message}`),
});
// #endregion

export { notes };
