import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { HTTP_METHODS, type HttpMethod } from '#runtime';

export interface OperationParameter {
  readonly name: string;
  readonly required: boolean;
  readonly schema: SchemaObject;
}

/** One operation of the OpenAPI document, with every $ref of its request resolved at the top. */
export interface Operation {
  readonly id: string;
  readonly method: HttpMethod;
  /** As documented, e.g. `/api/users/{id}`. */
  readonly path: string;
  readonly pathParameters: readonly OperationParameter[];
  readonly queryParameters: readonly OperationParameter[];
  readonly headerParameters: readonly OperationParameter[];
  /** The JSON request body's schema; null when the operation takes none. */
  readonly body: SchemaObject | null;
  /** Changes something by its method (POST, PUT, PATCH, DELETE). */
  readonly mutating: boolean;
  /** 5xx answers the document declares on purpose (the health check's 503 when a service is down). */
  readonly declaredServerErrors: readonly number[];
}

const isReference = (value: object): value is ReferenceObject => '$ref' in value;

/** Follows `#/components/schemas/…` references (nested ones too) until a schema object. */
export function schemaResolver(document: OpenAPIObject): (schema: SchemaObject | ReferenceObject) => SchemaObject {
  const resolve = (schema: SchemaObject | ReferenceObject): SchemaObject => {
    if (!isReference(schema)) return schema;
    const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1];
    const target = name === undefined ? undefined : document.components?.schemas?.[name];
    if (target === undefined) throw new Error(`Unresolvable schema reference ${schema.$ref}`);
    return resolve(target);
  };
  return resolve;
}

export function operationsOf(document: OpenAPIObject): Operation[] {
  const resolve = schemaResolver(document);
  const parameters = (operation: OperationObject, where: ParameterObject['in']): OperationParameter[] =>
    (operation.parameters ?? [])
      .filter((p): p is ParameterObject => !isReference(p) && p.in === where)
      .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ? resolve(p.schema) : { type: 'string' } }));

  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const requestBody = operation.requestBody && !isReference(operation.requestBody) ? operation.requestBody : undefined;
      const bodySchema = requestBody?.content['application/json']?.schema;
      return [{
        id: operation.operationId ?? `${method} ${path}`,
        method,
        path,
        pathParameters: parameters(operation, 'path'),
        queryParameters: parameters(operation, 'query'),
        headerParameters: parameters(operation, 'header'),
        body: bodySchema ? resolve(bodySchema) : null,
        mutating: method !== 'get',
        declaredServerErrors: Object.keys(operation.responses).map(Number).filter((status) => status >= 500),
      }];
    }),
  );
}
