// Types of stack.mjs for the TypeScript packages' tests.
export interface MockStack {
  /** The gateway's base URL, e.g. http://127.0.0.1:4010. */
  url: string;
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
}): Promise<MockStack>;
