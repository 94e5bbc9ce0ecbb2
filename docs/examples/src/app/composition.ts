import { feature as calendar } from '@mcp-codegen-samples/calendar';
import { feature as weather } from '@mcp-codegen-samples/weather';
import { serve } from '@mcp-codegen/runtime';

export async function composed(): Promise<void> {
  // #region namespace
  serve([weather, { feature: calendar, namespace: 'calendar' }]);   // calendar's `status` tool is served as `calendar_status`
  // #endregion
}
