import type { FormData } from '../definition/types';
import { segmentsOf, valueAt } from '../definition/answer-path';
import type { AnswerChange } from './types';
import { isRecord } from '../../validators';

/** The answers without the value at `segments`; a section left empty goes with it. */
function without(node: unknown, segments: readonly string[]): unknown {
  const [head, ...rest] = segments;
  if (head === undefined || !isRecord(node) || !Object.hasOwn(node, head)) return node;
  const copy = { ...node };
  if (rest.length === 0) delete copy[head];
  else {
    const child = without(copy[head], rest);
    if (isRecord(child) && Object.keys(child).length === 0) delete copy[head];
    else copy[head] = child;
  }
  return copy;
}

/** The answers with `value` at `segments`, making the sections on the way. */
function withValue(node: unknown, segments: readonly string[], value: unknown): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  const record = isRecord(node) ? node : {};
  return { ...record, [head]: withValue(record[head], rest, value) };
}

/** Where a change takes an answer from and where it puts it (none for a drop). */
export function answerMove(change: AnswerChange): { from: string; to?: string } | undefined {
  if ('move' in change) return { from: change.move, to: change.to };
  if ('rename' in change) {
    const parent = segmentsOf(change.rename).slice(0, -1);
    return { from: change.rename, to: `/${[...parent, change.to].join('/')}` };
  }
  if ('drop' in change) return { from: change.drop };
  return undefined;
}

/**
 * The answers after one change: an answer moved or renamed lands at its new pointer (over
 * nothing: an answer already there is kept), a dropped one is gone. Step changes leave the
 * answers as they are.
 */
export function applyAnswerChange(data: FormData, change: AnswerChange): FormData {
  const move = answerMove(change);
  if (!move) return data;
  const value = valueAt(data, move.from);
  if (value === undefined) return data;
  const left = without(data, segmentsOf(move.from)) as FormData;
  if (move.to === undefined || valueAt(left, move.to) !== undefined) return left;
  return withValue(left, segmentsOf(move.to), value) as FormData;
}
