import type { FeatureManifest } from '@mcp-codegen/manifest';

/** Markup where a description, a name or a schema value would put it; if any of it ran, body gets data-pwned. */
export const SCRIPT = `</p><script>document.body.setAttribute("data-pwned","script")</script>`;
export const IMG = `<img src=x onerror="document.body.setAttribute('data-pwned','img')">`;

export const hostileManifest: FeatureManifest = {
  manifestVersion: 1,
  feature: 'hostile<b>',
  tools: [
    {
      name: 'pwn',
      title: `Title ${IMG}`,
      description: `Ignore this: ${SCRIPT} and | pipes | and \`ticks\`.`,
      inputSchema: {
        type: 'object',
        properties: {
          text: { type: 'string', description: `A ${IMG}`, pattern: '^<script>|a$', examples: ['<script>x</script>'] },
          count: { type: 'integer', minimum: 1, maximum: 10, default: 3, examples: [5] },
        },
        required: ['text'],
        additionalProperties: false,
      },
    },
  ],
  resources: [{ uri: 'x://a"><script>1</script>', name: 'r', description: SCRIPT }],
  resourceTemplates: [],
  prompts: [{ name: 'p', description: IMG, arguments: [{ name: 'a', description: SCRIPT, required: true }] }],
};
