import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';
import fc from 'fast-check';

/**
 * What a real client knows that the schema does not say, by field name: an existing account's
 * email, the signed-in user's password, which user ids exist. Undefined: the schema alone.
 */
export type FieldHints = (fieldName: string) => fc.Arbitrary<unknown> | undefined;

export interface SchemaArbitraryOptions {
  readonly resolve: (schema: SchemaObject | ReferenceObject) => SchemaObject;
  readonly hints: FieldHints;
}

/** Fields without a declared maximum get short text: long text is the junk generators' job. */
const UNBOUNDED_TEXT_LENGTH = 40;

/**
 * Characters storage refuses or text handling trips on: NUL (PostgreSQL refuses it in text and
 * jsonb; it once made a 500), lone surrogates, a right-to-left override.
 */
const TROUBLESOME_CHARACTERS = ['\u0000', '\uD800', '\uDC00', '\u202E'];

/**
 * Text within the declared lengths: mostly printable ASCII, some any-script graphemes, some with
 * one troublesome character in it, a little of any code point, sometimes exactly at the maximum.
 */
function textWithin(schema: SchemaObject): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, UNBOUNDED_TEXT_LENGTH);
  const example: unknown = schema.example;
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength, maxLength }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ minLength: Math.max(0, minLength - 1), maxLength: Math.max(0, maxLength - 1) }), fc.constantFrom(...TROUBLESOME_CHARACTERS), fc.nat())
        .map(([text, character, at]) => text.slice(0, at % (text.length + 1)) + character + text.slice(at % (text.length + 1))),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: maxLength, maxLength }) },
    { weight: typeof example === 'string' ? 3 : 0, arbitrary: fc.constant(String(example)) },
  );
}

function stringArbitrary(schema: SchemaObject): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    default:
      return textWithin(schema);
  }
}

function objectArbitrary(schema: SchemaObject, options: SchemaArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    model[name] = schemaArbitrary(options.resolve(property), options, name);
  }
  // Optional properties come and go; required ones are always there.
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

function typedArbitrary(schema: SchemaObject, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  if (schema.allOf?.length) {
    const parts = schema.allOf.map(options.resolve);
    const merged: SchemaObject = {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties)),
      required: parts.flatMap((part) => part.required ?? []),
    };
    return objectArbitrary(merged, options);
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? schemaArbitrary(options.resolve(schema.items), options) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 5)),
      });
    case 'object':
      return objectArbitrary(schema, options);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values of the shape the schema declares (enums, formats, lengths, required properties), so
 * that most requests get past validation. A field's hint, when there is one, says better what the
 * field holds (an email, a URL) than its schema, and replaces it; junk comes from elsewhere.
 */
export function schemaArbitrary(schema: SchemaObject, options: SchemaArbitraryOptions, fieldName?: string): fc.Arbitrary<unknown> {
  const hinted = fieldName === undefined ? undefined : options.hints(fieldName);
  const value = hinted ?? typedArbitrary(schema, options);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) }) : value;
}
