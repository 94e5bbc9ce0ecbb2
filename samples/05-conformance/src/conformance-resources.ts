import { Resource } from '@mcp-codegen/decorators';
import { PNG_BASE64 } from './fixtures.js';

export interface TemplateData {
  id: string;
  templateTest: boolean;
  data: string;
}

/** The resources and the template the conformance suite reads. */
export class ConformanceResources {
  /** A static text resource for testing. */
  @Resource('test://static-text', { name: 'static-text', title: 'Static Text Resource', mimeType: 'text/plain' })
  staticText(): string {
    return 'This is the content of the static text resource.';
  }

  /** A static binary resource (image) for testing. */
  @Resource('test://static-binary', { name: 'static-binary', title: 'Static Binary Resource', mimeType: 'image/png' })
  staticBinary(): Uint8Array {
    return Buffer.from(PNG_BASE64, 'base64');
  }

  /**
   * A resource template with parameter substitution.
   * @param id Any identifier
   */
  @Resource('test://template/{id}/data', { name: 'template', title: 'Resource Template', mimeType: 'application/json' })
  template(id: string): TemplateData {
    return { id, templateTest: true, data: `Data for ID: ${id}` };
  }

  /** A resource clients may subscribe to. */
  @Resource('test://watched-resource', { name: 'watched-resource', title: 'Watched Resource', mimeType: 'text/plain' })
  watched(): string {
    return 'Watched resource content';
  }
}
