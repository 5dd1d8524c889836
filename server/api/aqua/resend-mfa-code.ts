import { defineAction } from '../action';
import { sendCodeSchema, sendMfaCode, type SendCodeData } from './send-mfa-code';

/** A fresh code replaces the one sent before (which stops working). */
export const resendMfaCode = defineAction({
  methods: ['POST'],
  schema: sendCodeSchema,
  handle: (data: SendCodeData, context) => sendMfaCode(data, context),
});
