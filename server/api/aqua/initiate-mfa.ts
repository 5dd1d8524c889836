import { defineAction } from '../action';
import { sendCodeSchema, sendMfaCode, type SendCodeData } from './send-mfa-code';

export const initiateMfa = defineAction({
  methods: ['POST'],
  schema: sendCodeSchema,
  handle: (data: SendCodeData, context) => sendMfaCode(data, context),
});
