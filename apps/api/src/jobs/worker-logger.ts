/** What a background job writes its passes to: the process's logger, or a test's. */
export type WorkerLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};
