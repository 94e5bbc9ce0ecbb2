// docs/diagnostics.md, MCPG1004: the fix for an interface-typed constructor parameter.
import { createToken, Inject } from '@mcp-codegen/decorators';

export interface Store {
  get(id: string): string | undefined;
}

// #region inject-token
export const STORE = createToken<Store>('Store');
export class Notes {
  constructor(@Inject(STORE) store: Store) {}   // the app: providers: [{ token: STORE, useValue: store }]
}
// #endregion
