import { ApiError, NETWORK_ERROR_MESSAGE, readResponse } from "../../lib/api-client";
import { readAccessToken } from "../auth/session-storage";

type ResponseSchema<T> = { parse(value: unknown): T };

/**
 * POSTs a JSON body with the stored bearer token and reports how much of it has gone up (0 to 1),
 * which fetch cannot tell. The answer is read as apiRequest reads it; an expired token is not
 * refreshed here, so a 401 fails like any refusal.
 */
export function postJsonWithProgress<T>(
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  onUploadProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Content-Type", "application/json");
    const token = readAccessToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    };
    request.onload = () => {
      readResponse(new Response(request.responseText, { status: request.status }), schema).then(resolve, reject);
    };
    request.onerror = request.onabort = request.ontimeout = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    request.send(JSON.stringify(body));
  });
}
