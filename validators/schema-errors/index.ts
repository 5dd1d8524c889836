export {
  describeSchemaError,
  type SchemaErrorLike,
  type SchemaErrorText,
} from './describe-schema-error';
export { patternWords } from './pattern-words';
