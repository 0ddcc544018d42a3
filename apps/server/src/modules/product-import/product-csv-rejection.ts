import type { ProductImportLineError } from '@logi/shared';

/** A refused file: its message and, for row errors, every line's errors (answered as a 422). */
export class ProductCsvRejection extends Error {
  readonly errors: readonly ProductImportLineError[] | readonly string[] | undefined;

  constructor(message: string, errors?: readonly ProductImportLineError[] | readonly string[]) {
    super(message);
    this.name = 'ProductCsvRejection';
    this.errors = errors;
  }

  get body() {
    return { message: this.message, ...(this.errors && { errors: this.errors }) };
  }
}
