import { PRODUCT_MSG, UPLOAD_LIMITS, UPLOAD_MSG } from '@kiraya/contract';
import type { FastifyRequest } from 'fastify';
import { badTextError, findBadText } from '../plugins/input-guard.js';
import { AppError, badRequest, type Message } from './errors.js';

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  fieldname: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
  /** Files of the `extra` field, in the order sent (empty unless the caller allowed some). */
  extra: UploadedFile[];
}

export interface MultipartOptions {
  /** The one main file's field (default `image`). */
  fileField?: string;
  /** A second file field that may repeat (a product's further photos), at most `max` files of it. */
  extra?: { field: string; max: number; tooMany: Message };
}

/**
 * Reads a multipart form with one main file and, when allowed, up to `extra.max` more, held in memory (5 MB cap
 * each). Text fields come back as strings for a zod schema to validate; an oversized file is a 413 with a message
 * the screen can show; one file more than allowed is a 400 with the caller's message.
 */
export async function readMultipartForm(request: FastifyRequest, options: MultipartOptions = {}): Promise<MultipartForm> {
  const { fileField = 'image', extra } = options;
  if (!request.isMultipart()) throw badRequest(UPLOAD_MSG.notMultipart);
  // No prototype: a field named __proto__ or constructor is just a field.
  const fields: Record<string, string> = Object.create(null);
  let file: MultipartForm['file'] = null;
  const extraFiles: UploadedFile[] = [];
  let secondMain = false;
  try {
    for await (const part of request.parts({
      // Busboy stops at `files`: the main file plus the extras, so an upload of too many is refused before it is read.
      limits: { fileSize: UPLOAD_LIMITS.maxImageBytes, files: 1 + (extra?.max ?? 0), fields: 30, fieldSize: 16 * 1024 },
    })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (buffer.length === 0) continue;
        const entry = { buffer, filename: part.filename, fieldname: part.fieldname };
        if (part.fieldname === fileField && !file) file = entry;
        else if (extra && part.fieldname === extra.field) extraFiles.push(entry);
        // A second main file is one picture too many, not a silent replacement (refused once the body is read).
        else if (part.fieldname === fileField) secondMain = true;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE', 413, PRODUCT_MSG.imageTooBig);
    // @fastify/multipart's codes (FST_FILES_LIMIT…); the *_REACHED spellings were never thrown, so none of these matched.
    if (code === 'FST_FILES_LIMIT') throw badRequest(extra?.tooMany ?? UPLOAD_MSG.onePicture);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(UPLOAD_MSG.tooManyFields);
    // Everything else thrown while reading the parts is the request's fault: no boundary, a JSON body under a
    // multipart content type, a truncated part, a malformed header. Busboy throws plain Errors for these.
    throw new AppError('MALFORMED_MULTIPART', 400, UPLOAD_MSG.unreadable);
  }
  if (secondMain) throw badRequest(extra?.tooMany ?? UPLOAD_MSG.onePicture);
  // The same edge check as JSON bodies (plugins/input-guard.ts): no NUL or broken Unicode in names or values.
  const bad = findBadText(fields);
  if (bad) throw badTextError(bad);
  return { fields, file, extra: extraFiles };
}
