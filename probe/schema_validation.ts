/**
 * Validation of the agent's answers against the official ACP JSON schemas shipped in
 * `@agentclientprotocol/sdk` 2.4.0 (draft 2020-12), with Ajv 8. Both are loaded only when a
 * probe first validates, by dynamic import with computed specifiers, so the daemon's module
 * graph stays free of npm packages.
 *
 * @module
 */

/** The npm specifiers loaded on first use (pinned; recorded in deno.lock). */
export const SCHEMA_PACKAGES = {
  v1: "npm:@agentclientprotocol/sdk@2.4.0/schema/v1/schema.json",
  v2: "npm:@agentclientprotocol/sdk@2.4.0/schema/v2/schema.json",
  ajv: "npm:ajv@8.20.0/dist/2020.js",
} as const;

/** Checks one value against a `$defs` entry of the schema of one protocol version. */
export type SchemaValidator = (version: 1 | 2, def: string, value: unknown) => string[];

interface AjvLike {
  addFormat(name: string, format: unknown): unknown;
  addSchema(schema: unknown, key: string): unknown;
  validate(ref: string, value: unknown): boolean;
  errors?: { instancePath: string; message?: string }[] | null;
}

let loading: Promise<SchemaValidator> | undefined;

/**
 * Loads the schemas and the validator (once per process).
 *
 * @returns A function that lists the schema errors of a value (empty when it is valid).
 * @throws {Error} When the packages cannot be loaded (for example offline without a cache).
 *
 * @example Validate an initialize result
 * ```ts ignore
 * import { loadSchemaValidator } from "./schema_validation.ts";
 * const validate = await loadSchemaValidator();
 * console.log(validate(1, "InitializeResponse", { protocolVersion: 1 })); // []
 * ```
 */
export function loadSchemaValidator(): Promise<SchemaValidator> {
  loading ??= load();
  loading.catch(() => loading = undefined);
  return loading;
}

async function load(): Promise<SchemaValidator> {
  const specifiers: Record<string, string> = SCHEMA_PACKAGES;
  const [v1, v2, ajvModule] = await Promise.all([
    import(specifiers.v1, { with: { type: "json" } }),
    import(specifiers.v2, { with: { type: "json" } }),
    import(specifiers.ajv),
  ]);
  const Ajv2020 = ajvModule.Ajv2020 ?? ajvModule.default?.Ajv2020 ?? ajvModule.default;
  const ajv = new Ajv2020({ strict: false, allErrors: true }) as AjvLike;
  for (const f of ["double", "int32", "int64", "uint32", "uint64", "date-time", "regex", "uri"]) {
    ajv.addFormat(f, true);
  }
  ajv.addFormat("uint16", {
    type: "number",
    validate: (n: number) => Number.isInteger(n) && n >= 0 && n <= 65_535,
  });
  ajv.addSchema(v1.default, "v1");
  ajv.addSchema(v2.default, "v2");
  return (version, def, value) => {
    if (ajv.validate(`v${version}#/$defs/${def}`, value)) return [];
    return (ajv.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
  };
}
