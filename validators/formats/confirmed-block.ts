import type { Validation } from '../validation';
import { validateConfirmation } from './switcher';

/**
 * Spec §5: tobacco and other confirmed blocks require isConfirmed. The block is a group of
 * answers whose isConfirmed box must be ticked ('1'), with the confirmation's message.
 */
export const validateConfirmedBlock = (block: unknown): Validation =>
  validateConfirmation(
    block !== null && typeof block === 'object' && Object.hasOwn(block, 'isConfirmed')
      ? (block as { isConfirmed: unknown }).isConfirmed
      : undefined,
  );
