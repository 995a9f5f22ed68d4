/**
 * Finished drawings' images kept on the server (issue 19): proxy and DALL·E links expire, so a
 * signed-in user's gallery points at its own copy. Pure types; no runtime code lives here.
 */

/** `POST /api/draw/images`: the draw record (the `id` of its `draw_task` sync record) and its midjourney-proxy task. */
export interface KeepDrawImageRequest {
  record_id: string;
  task_id: string;
}

/** `POST /api/draw/images` → 201 (kept now) or 200 (kept before, nothing fetched). */
export interface DrawImageResponse {
  /** `/api/draw/images/<name>`: served to its owner only (a signed-in request), with Range; never changes. */
  url: string;
  name: string;
  size: number;
  /** The sniffed type: image/png, image/jpeg, image/gif or image/webp. */
  type: string;
}

/** `details` of DRAW_IMAGE_QUOTA_EXCEEDED. */
export interface DrawImageQuotaDetails {
  quota_bytes: number;
  used_bytes: number;
}
