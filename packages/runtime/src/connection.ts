/** Binds one session to one transport: text in, replies and notifications out. */
import { waitForInFlight } from './in-flight-wait.js';
import type { Logger } from './logger.js';
import { ErrorCode } from './protocol/wire/error-codes.js';
import { failure, type JsonRpcMessage } from './protocol/wire/json-rpc.js';
import type { MethodTable } from './protocol/session/method-table.js';
import { Session, type SessionOptions } from './protocol/session/session.js';
import { SENT, type ServerTransport } from './transports/transport.js';

/** How long requests in flight may run on once the input has ended; well within the 2 s SDK clients wait before SIGTERM. */
export const DEFAULT_INPUT_END_GRACE_MS = 1_000;

export class Connection {
  readonly session: Session;
  /** Resolves when the transport closed, from either side. */
  readonly closed: Promise<void>;
  private resolveClosed!: () => void;

  constructor(
    readonly transport: ServerTransport,
    methods: MethodTable,
    private readonly logger: Logger,
    /** Timeouts and the default logging level of the session. */
    sessionOptions: Omit<SessionOptions, 'methods' | 'logger' | 'sink'> = {},
    private readonly inputEndGraceMs = DEFAULT_INPUT_END_GRACE_MS,
  ) {
    this.closed = new Promise((resolve) => (this.resolveClosed = resolve));
    this.session = new Session({ ...sessionOptions, methods, logger, sink: (message) => this.send(message) });
    transport.onmessage = (text) => {
      this.session.receiveText(text, this.reply, this.unexpected, transport.auth);
    };
    transport.onerror = (error) => logger.error('Transport error', error);
    transport.onend = () => void this.finishThenClose();
    transport.onclose = () => {
      this.session.close();
      this.resolveClosed();
    };
  }

  // Bound once, not per message.
  private readonly reply = (reply: JsonRpcMessage | undefined): void => {
    if (reply) this.send(reply);
  };

  private readonly unexpected = (error: unknown): void => this.logger.error('Unexpected failure while handling a message', error);

  async start(): Promise<void> {
    await this.transport.start();
  }

  private send(message: JsonRpcMessage): void {
    const sending = this.transport.send(message);
    if (sending === SENT) return;
    sending.catch((error: unknown) => {
      this.logger.error('Could not send a message', error);
      // A result that cannot be serialised (a cycle, a BigInt) must still get its one reply.
      if ('result' in message) {
        this.transport.send(failure(message.id, ErrorCode.InternalError, 'Internal error')).catch(() => undefined);
      }
    });
  }

  /**
   * The input ended: requests in flight get the grace period to finish and
   * reply (a pipe's reader may still be there), then the rest are aborted.
   */
  private async finishThenClose(): Promise<void> {
    await waitForInFlight(this.session.whenIdle(), this.inputEndGraceMs);
    await this.close();
  }

  /** Aborts in-flight handlers and closes the transport. */
  async close(): Promise<void> {
    this.session.close();
    await this.transport.close();
    this.resolveClosed();
  }
}
