/**
 * Key case conversion between the camelCase of TypeScript code and the snake_case of the wire.
 *
 * The rule, applied to each dot-separated segment of a key (so `lines.0.productId` ↔
 * `lines.0.product_id`):
 * - Only a segment that starts with a lowercase ASCII letter and contains nothing but ASCII
 *   letters, digits and underscores is converted. Anything else (Japanese keys such as 行目,
 *   `_form`, `I_inbound_cancel`, `0`, `x-request-id`, …) passes unchanged.
 * - camel → snake: every uppercase letter becomes `_` + its lowercase (`line2Qty` → `line2_qty`,
 *   `userID` → `user_i_d`; digits never get an underscore, so `address1` stays `address1`).
 * - snake → camel: every `_` followed by a lowercase letter is dropped and the letter uppercased
 *   (`line2_qty` → `line2Qty`); an underscore before a digit, another underscore or the end stays.
 * The two are exact inverses: `snakeToCamel(camelToSnake(k)) === k` for every key made of ASCII
 * letters and digits starting lowercase (write `userId`, not `userID`, for a readable wire name).
 */
const CONVERTIBLE_SEGMENT = /^[a-z][A-Za-z0-9_]*$/;

function convertSegments(key: string, convert: (segment: string) => string): string {
  return key
    .split('.')
    .map((segment) => (CONVERTIBLE_SEGMENT.test(segment) ? convert(segment) : segment))
    .join('.');
}

// Every response converts the same few hundred field names: remember them (bounded, as request
// bodies can bring any key).
const CACHE_LIMIT = 5_000;

function memoised(convert: (key: string) => string): (key: string) => string {
  const cache = new Map<string, string>();
  return (key) => {
    let converted = cache.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (cache.size < CACHE_LIMIT) cache.set(key, converted);
    }
    return converted;
  };
}

export const camelToSnake = memoised((key) =>
  convertSegments(key, (segment) =>
    segment.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
  ),
);

export const snakeToCamel = memoised((key) =>
  convertSegments(key, (segment) =>
    segment.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase()),
  ),
);

/** Only object literals (and null-prototype objects) are walked; class instances are data. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

type Container = unknown[] | Record<string, unknown>;

function isContainer(value: unknown): value is Container {
  return Array.isArray(value) || isPlainObject(value);
}

function setProperty(target: Container, key: string, value: unknown): void {
  if (key === '__proto__') {
    // defineProperty keeps a JSON `__proto__` key as data instead of swapping the prototype.
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    (target as Record<string, unknown>)[key] = value;
  }
}

/**
 * Walks with a work list, not recursion, so no nesting depth can overflow the call stack; a value
 * met twice (shared or cyclic) is copied once.
 */
function convertKeysDeep(root: unknown, convertKey: (key: string) => string): unknown {
  if (!isContainer(root)) return root;
  const copies = new Map<Container, Container>();
  const pending: Container[] = [];
  const copyOf = (value: unknown): unknown => {
    if (!isContainer(value)) return value;
    let copy = copies.get(value);
    if (!copy) {
      copy = Array.isArray(value) ? new Array<unknown>(value.length) : {};
      copies.set(value, copy);
      pending.push(value);
    }
    return copy;
  };
  const result = copyOf(root);
  for (let source = pending.pop(); source !== undefined; source = pending.pop()) {
    const target = copies.get(source)!;
    if (Array.isArray(source)) {
      // forEach skips holes, as map() did, so a sparse array stays sparse.
      const array = target as unknown[];
      source.forEach((item, index) => (array[index] = copyOf(item)));
    } else {
      for (const [key, item] of Object.entries(source)) {
        setProperty(target, convertKey(key), copyOf(item));
      }
    }
  }
  return result;
}

/**
 * Converts the keys of plain objects, deeply through arrays. Date, FormData, Blob/File,
 * ArrayBuffer, typed arrays, Map/Set, other class instances, null and primitives come back as is.
 */
export function toSnakeDeep<T = unknown>(value: unknown): T {
  return convertKeysDeep(value, camelToSnake) as T;
}

// Deeper than this, toSnakeForJson hands the rest to the work-list walk (no stack can overflow).
const RECURSIVE_DEPTH = 64;

/**
 * toSnakeDeep for a value about to be stringified (a response, decision 067): recursive while
 * shallow, so no map of copies; a value met twice is copied twice, which stringifies the same.
 */
export function toSnakeForJson<T = unknown>(value: unknown, depth = 0): T {
  if (!isContainer(value)) return value as T;
  if (depth > RECURSIVE_DEPTH) return toSnakeDeep(value);
  if (Array.isArray(value)) {
    const array = new Array<unknown>(value.length);
    for (let index = 0; index < value.length; index += 1) {
      array[index] = toSnakeForJson(value[index], depth + 1);
    }
    return array as T;
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    setProperty(copy, camelToSnake(key), toSnakeForJson(value[key], depth + 1));
  }
  return copy as T;
}

/** The inverse of {@link toSnakeDeep}, with the same rules. */
export function toCamelDeep<T = unknown>(value: unknown): T {
  return convertKeysDeep(value, snakeToCamel) as T;
}
