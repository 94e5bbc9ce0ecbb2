// The host side of MCP Apps, run in the browser page of apps-host.test.ts:
// renders a UI resource in a sandboxed iframe and talks to it through the
// official AppBridge of @modelcontextprotocol/ext-apps. Calls to server
// tools go to the test (window.mcpCallTool), which makes them with the
// official MCP client.
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';

interface HostWindow {
  mcpCallTool(params: unknown): Promise<unknown>;
  startHost(options: { html: string; toolInput: Record<string, unknown>; toolResult: unknown }): Promise<void>;
  hostLog: string[];
}

const host = window as unknown as Window & HostWindow;
host.hostLog = [];

host.startHost = async ({ html, toolInput, toolResult }) => {
  const iframe = document.createElement('iframe');
  iframe.id = 'app';
  // What hosts do: scripts run, but in an opaque origin with no access to the host page.
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.style.cssText = 'width: 480px; height: 320px; border: 1px solid #ccc';
  document.body.appendChild(iframe);

  const bridge = new AppBridge(null, { name: 'apps-host-test', version: '1.0.0' }, { serverTools: {} }, { hostContext: { theme: 'light' } });
  bridge.oncalltool = async (params) => {
    host.hostLog.push(`tools/call ${params.name}`);
    return (await host.mcpCallTool(params)) as never;
  };
  const initialized = new Promise<void>((resolve) => {
    bridge.oninitialized = () => {
      host.hostLog.push('initialized');
      resolve();
    };
  });
  // Listen before the app loads: its ui/initialize is the first thing it sends.
  await bridge.connect(new PostMessageTransport(iframe.contentWindow!, iframe.contentWindow!));
  iframe.srcdoc = html;
  await initialized;
  await bridge.sendToolInput({ arguments: toolInput });
  await bridge.sendToolResult(toolResult as never);
  host.hostLog.push('tool-result sent');
};
