/** The `:name` parameters of a Fastify-style path pattern, e.g. `{ id }` for `/show/:id`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/**
 * One endpoint of a shared contract: the server registers `path` as its route, the web calls
 * `url(params)`, and tests do either — so the three can never disagree on a spelling.
 */
export type Endpoint<M extends string = string, P extends string = string> = {
  method: M;
  path: P;
  url(params: PathParams<P>): string;
};

export function endpoint<const M extends string, const P extends string>(
  method: M,
  path: P,
): Endpoint<M, P> {
  return {
    method,
    path,
    url: (params) =>
      path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
        encodeURIComponent(String((params as Record<string, string | number>)[name])),
      ),
  };
}
