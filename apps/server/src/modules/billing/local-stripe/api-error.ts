/**
 * An error answer in Stripe's shape: `{error: {type, code, message, param, doc_url}}` with Stripe's
 * status codes, so the `stripe` library raises the same error classes as against Stripe.
 */
export class LocalStripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  body() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code
          ? { code: this.code, doc_url: `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, '-')}` }
          : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }

  static missing(kind: string, id: string, param = 'id') {
    return new LocalStripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);
  }

  static invalid(message: string, param?: string) {
    return new LocalStripeError(400, 'invalid_request_error', message, param ? 'parameter_invalid' : undefined, param);
  }

  static required(param: string) {
    return new LocalStripeError(
      400,
      'invalid_request_error',
      `Missing required param: ${param}.`,
      'parameter_missing',
      param,
    );
  }

  static declined() {
    return new LocalStripeError(402, 'card_error', 'Your card was declined.', 'card_declined');
  }
}
