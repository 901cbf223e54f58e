import sharp from 'sharp';

/** A small real picture of the given format, for upload tests. */
export function makeImage(format: 'jpeg' | 'png' | 'webp', width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 110 } } })
    [format]()
    .toBuffer();
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body with text fields and any files (one, or a list sent in order). */
export function multipartBody(fields: Record<string, string>, file?: FilePart | FilePart[]) {
  const boundary = `----kiraya${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of file === undefined ? [] : Array.isArray(file) ? file : [file]) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A Post Ad form (multipart, every field valid, a JPEG as the picture); `fields` overrides any text field. */
export function adForm(jpeg: Buffer, fields: Record<string, string> = {}) {
  return multipartBody(
    {
      title: 'Kurta',
      description: 'x',
      price: '500',
      location: 'Aliganj',
      category: 'dresses',
      subcategory: 'Kurta',
      sellerName: 'A',
      sellerPhone: '9839012345',
      sellerEmail: 'a@example.in',
      ...fields,
    },
    { field: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
  );
}

/** An owner's product for sale (an almirah), every field valid: the fields of a POST /api/products form. */
export const ALMIRAH_PRODUCT = {
  title: 'Godrej steel almirah, two doors',
  price: '7000',
  location: 'Gomti Nagar',
  description: 'Lockable, no rust.',
  category: 'appliance',
  condition: 'used',
  type: 'sale',
};

/** A buyer's ad of a saree, every field valid (the Post Ad and pictures tests post it). */
export const SAREE_AD = {
  title: 'Banarasi silk saree, worn once',
  description: 'Deep maroon with gold zari border, dry-cleaned.',
  price: '650',
  location: 'Aminabad',
  category: 'dresses',
  subcategory: 'Saree',
  sellerName: 'Aarav',
  sellerPhone: '98390 12345',
  sellerEmail: 'aarav@example.in',
};
