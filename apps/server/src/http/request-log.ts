import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Which requests leave a line (decision 067): at info and above, only the ones someone must look
 * at (a 5xx answer, an error, a request slower than `slowMs`); every other access line is debug,
 * so a healthy request costs no log line at the default level.
 */
export class RequestLogController extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (reply.statusCode >= 500) reply.log.warn(line, 'request failed');
    else if (reply.elapsedTime >= this.slowMs) reply.log.warn(line, 'slow request');
    else reply.log.debug(line, 'request completed');
  }
}
