/** One event of a Chromium trace (the Trace Event Format), as the bench's trace readers use it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}
