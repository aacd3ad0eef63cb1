// Types of stack.mjs for the TypeScript packages' tests.
export interface MockStack {
  /** The gateway's base URL, e.g. http://127.0.0.1:4010. */
  url: string;
  /** Prism's base URL, behind the gateway. */
  prismUrl: string;
  /** The process id of the Prism running now. */
  prismPid(): number;
  personas: string[];
  /** Contract violations of the mock's answers (only with `validateResponses`). */
  violations: string[];
  close(): Promise<void>;
}
export function startMockStack(options?: {
  port?: number;
  prismPort?: number;
  spec?: string;
  quiet?: boolean;
  validateResponses?: boolean;
  /** Called when Prism stopped and cannot come back (default: print the reason and exit 1). */
  onFatal?: (message: string) => void;
}): Promise<MockStack>;
