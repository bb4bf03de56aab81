import type { ApiError } from '../../studio-api';

/** A refusal of the studio's API (or no answer at all: error NETWORK, HTTP 0). */
export class ApiFailure extends Error {
  constructor(
    readonly body: ApiError,
    readonly httpStatus: number,
  ) {
    super(body.message);
  }
}

const NO_CONNECTION: ApiError = {
  error: 'NETWORK',
  message: 'No connection to the game server. Check your connection and try again.',
};

/** POSTs JSON to the studio's API; resolves with the answer, or throws an ApiFailure. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiFailure(NO_CONNECTION, 0);
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new ApiFailure(NO_CONNECTION, response.status);
  }
  if (!response.ok) {
    const error = answer as Partial<ApiError>;
    throw new ApiFailure(
      {
        ...error,
        error: error.error ?? 'ERROR',
        message: error.message ?? 'The game could not complete this request.',
      },
      response.status,
    );
  }
  return answer as T;
}
