/**
 * MCP Apps (io.modelcontextprotocol/ui, SEP-1865): the names the build (which
 * links tools to UI resources) and the runtime (which serves them) share.
 */
export declare const UI_EXTENSION_ID = "io.modelcontextprotocol/ui";
/** The MIME type of an MCP App's HTML. */
export declare const UI_MIME_TYPE = "text/html;profile=mcp-app";
/** UI resources live under this scheme. */
export declare const UI_SCHEME = "ui://";
/** The flat `_meta` key older hosts read the linked UI from; `_meta.ui.resourceUri` is the current one. */
export declare const UI_RESOURCE_URI_META_KEY = "ui/resourceUri";
/** `_meta.ui` of a tool: the UI a host renders for it, and who may call it. */
export interface UiToolMeta {
    resourceUri: string;
    /** Default ["model", "app"]: "app" alone hides the tool from the model. */
    visibility?: Array<'model' | 'app'>;
}
/** `_meta.ui` of a UI resource: what the host's sandbox must allow. */
export interface UiResourceMeta {
    csp?: {
        connectDomains?: string[];
        resourceDomains?: string[];
        frameDomains?: string[];
        baseUriDomains?: string[];
    };
    permissions?: {
        camera?: object;
        microphone?: object;
        geolocation?: object;
        clipboardWrite?: object;
    };
    domain?: string;
    prefersBorder?: boolean;
}
