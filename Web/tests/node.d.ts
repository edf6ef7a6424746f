/**
 * The few Node.js functions the unit tests use. The tests run under Debian's
 * nodejs with no npm packages, so @types/node is absent; these declarations
 * stand in for it.
 */
declare module "fs" {
  export function readFileSync(path: string, encoding: "utf8"): string;
}

declare const process: {
  readonly argv: readonly string[];
  exitCode: number | undefined;
  exit(code?: number): never;
};
