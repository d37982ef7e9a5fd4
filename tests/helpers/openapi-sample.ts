/**
 * Values built from the OpenAPI document's own schemas, for the conformance test: a value the
 * schema accepts (examples, enums, defaults, bounds), one of the wrong kind and one past a bound.
 */

/** A schema of the document: JSON walked generically. */
export type Schema = any;

export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: Schema }>; links?: Schema }
  >;
}

/**
 * A value for a named field that the schema alone cannot choose well (ids of records, etc.);
 * `optional` says whether to send it when the field is optional.
 */
export type Hint = (name: string, optional: boolean) => unknown;

export class Sampler {
  constructor(
    private readonly doc: OpenApiDoc,
    private readonly hint: Hint,
  ) {}

  resolve(schema: Schema): Schema {
    let s = schema;
    for (let i = 0; s?.$ref && i < 10; i++) s = this.doc.components.schemas[s.$ref.split("/").pop()];
    return s ?? {};
  }

  /** The object schema's properties and required names, through allOf / anyOf of objects. */
  objectShape(schema: Schema): { properties: Record<string, Schema>; required: string[] } {
    const s = this.resolve(schema);
    const properties: Record<string, Schema> = { ...(s.properties ?? {}) };
    const required: string[] = [...(s.required ?? [])];
    for (const part of s.allOf ?? []) {
      const inner = this.objectShape(part);
      Object.assign(properties, inner.properties);
      required.push(...inner.required);
    }
    // "One of these is required" (anyOf of `required` lists beside the properties): the first.
    if (Array.isArray(s.anyOf) && s.anyOf.every((a: Schema) => Object.keys(a).join() === "required")) {
      required.push(...s.anyOf[0].required);
    }
    return { properties, required: [...new Set(required)] };
  }

  /** The types a schema allows (`null` last), looking through $ref and anyOf. */
  types(schema: Schema): string[] {
    const s = this.resolve(schema);
    if (s.anyOf ?? s.oneOf) return (s.anyOf ?? s.oneOf).flatMap((x: Schema) => this.types(x));
    if (s.allOf) return this.types(s.allOf[0]);
    if (Array.isArray(s.type)) return s.type;
    if (s.type) return [s.type];
    if (s.properties) return ["object"];
    if (s.enum) return [typeof s.enum[0]];
    return [];
  }

  /** A value the schema accepts; `name` is the field's name, for hints. */
  valid(schema: Schema, name = "", optional = false): unknown {
    const hinted = name ? this.hint(name, optional) : undefined;
    if (hinted !== undefined) return hinted;
    const s = this.resolve(schema);
    if (s.example !== undefined) return s.example;
    if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
    if (s.const !== undefined) return s.const;
    if (Array.isArray(s.enum)) return s.enum.find((v: unknown) => v !== null) ?? null;
    if (s.default !== undefined) return s.default;
    const alternatives = s.properties ? undefined : (s.anyOf ?? s.oneOf);
    if (alternatives) {
      const first = alternatives.find((a: Schema) => this.resolve(a).type !== "null") ?? alternatives[0];
      return this.valid(first, name);
    }
    if (s.allOf && !s.properties) {
      const parts = s.allOf.map((part: Schema) => this.valid(part));
      return parts.every((p: unknown) => p && typeof p === "object" && !Array.isArray(p))
        ? Object.assign({}, ...parts)
        : parts[0];
    }
    const type = (Array.isArray(s.type) ? s.type.find((t: string) => t !== "null") : s.type) ?? "object";
    switch (type) {
      case "string":
        return validString(s);
      case "integer":
      case "number": {
        let low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
        if (s.maximum !== undefined) low = Math.min(low, s.maximum);
        return type === "integer" ? Math.ceil(low) : low;
      }
      case "boolean":
        return false;
      case "null":
        return null;
      case "array": {
        const count = Math.max(s.minItems ?? 0, 1);
        const items = Array.from({ length: Math.min(count, s.maxItems ?? count) }, () =>
          this.valid(s.items ?? {}),
        );
        // Lists of text are usually of distinct entries (poll options, tags).
        return items.map((item, i) => (typeof item === "string" && i > 0 ? `${item}${i}` : item));
      }
      default: {
        const { properties, required } = this.objectShape(s);
        const out: Record<string, unknown> = {};
        for (const key of required) out[key] = this.valid(properties[key] ?? {}, key);
        for (const key of Object.keys(properties)) {
          const hinted = required.includes(key) ? undefined : this.hint(key, true);
          if (hinted !== undefined) out[key] = hinted;
        }
        return out;
      }
    }
  }

  /** A value of another kind than the schema allows, or undefined when any kind is allowed. */
  wrongKind(schema: Schema): unknown {
    const types = this.types(schema);
    if (types.length === 0) return undefined;
    if (!types.includes("object") && !types.includes("array")) return { wrong: true };
    if (!types.includes("string")) return "not-of-this-kind";
    if (!types.includes("boolean")) return true;
    return undefined;
  }

  /** A value of the right kind past one of the schema's bounds, or undefined when it has none. */
  outOfRange(schema: Schema): unknown {
    const s = this.resolve(schema);
    if (s.anyOf ?? s.oneOf) {
      for (const option of s.anyOf ?? s.oneOf) {
        const value = this.outOfRange(option);
        if (value !== undefined) return value;
      }
      return undefined;
    }
    if (s.maxLength !== undefined) return "x".repeat(s.maxLength + 1);
    if (s.minLength) return "";
    if (s.maximum !== undefined) return s.maximum + 1;
    if (s.minimum !== undefined) return s.minimum - 1;
    if (s.exclusiveMinimum !== undefined) return s.exclusiveMinimum;
    if (s.maxItems !== undefined)
      return Array.from({ length: s.maxItems + 1 }, () => this.valid(s.items ?? {}));
    if (Array.isArray(s.enum) && s.enum.every((v: unknown) => typeof v === "string"))
      return "not-one-of-these";
    return undefined;
  }
}

function validString(s: Schema): string {
  const min = s.minLength ?? 0;
  switch (s.format) {
    case "email":
      return `someone${Date.now().toString(36)}@example.com`;
    case "date-time":
      return "2030-01-01T12:00:00.000Z";
    case "date":
      return "2030-01-01";
    case "uri":
      return "https://example.com/";
    case "binary":
      return "";
  }
  if (s.pattern === "^[A-Z]{2}$") return "US";
  if (s.pattern?.startsWith("^[a-z0-9"))
    return "sample".padEnd(Math.max(min, 6), "x").slice(0, s.maxLength ?? 200);
  if (s.pattern?.startsWith("^[A-Z0-9"))
    return "SAMPLE".padEnd(Math.max(min, 6), "X").slice(0, s.maxLength ?? 200);
  return "Sample".padEnd(min, "x").slice(0, s.maxLength ?? 200);
}
