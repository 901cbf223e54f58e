import { PRODUCT_MSG, UPLOAD_LIMITS, UPLOAD_MSG } from '@kiraya/contract';
import type { FastifyRequest } from 'fastify';
import { badTextError, findBadText } from '../plugins/input-guard.js';
import { AppError, badRequest } from './errors.js';

export interface MultipartForm {
  fields: Record<string, string>;
  file: { buffer: Buffer; filename: string; fieldname: string } | null;
}

/**
 * Reads a multipart form with at most one file, held in memory (5 MB cap). Text fields come back as
 * strings for a zod schema to validate; an oversized file is a 413 with a message the screen can show.
 */
export async function readMultipartForm(request: FastifyRequest, fileField = 'image'): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MSG.notMultipart);
  // No prototype: a field named __proto__ or constructor is just a field.
  const fields: Record<string, string> = Object.create(null);
  let file: MultipartForm['file'] = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: UPLOAD_LIMITS.maxImageBytes, files: 1, fields: 30, fieldSize: 16 * 1024 },
    })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === fileField && buffer.length > 0) file = { buffer, filename: part.filename, fieldname: part.fieldname };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE', 413, PRODUCT_MSG.imageTooBig);
    if (code === 'FST_FILES_LIMIT_REACHED') throw badRequest(UPLOAD_MSG.onePicture);
    if (code === 'FST_PARTS_LIMIT_REACHED' || code === 'FST_FIELDS_LIMIT_REACHED') throw badRequest(UPLOAD_MSG.tooManyFields);
    // Everything else thrown while reading the parts is the request's fault: no boundary, a JSON body under a
    // multipart content type, a truncated part, a malformed header. Busboy throws plain Errors for these.
    throw new AppError('MALFORMED_MULTIPART', 400, UPLOAD_MSG.unreadable);
  }
  // The same edge check as JSON bodies (plugins/input-guard.ts): no NUL or broken Unicode in names or values.
  const bad = findBadText(fields);
  if (bad) throw badTextError(bad);
  return { fields, file };
}
