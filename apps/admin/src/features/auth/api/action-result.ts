/** `{ result, message, data }`: the answer of the password calls, whose message is shown. */
export type ActionResult = { result: true; message: string; data: null };
