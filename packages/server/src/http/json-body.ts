import type { FastifyInstance } from 'fastify';

/**
 * JSON is the only body the API reads. An empty body counts as no body (so `POST /auth/logout`
 * with a JSON content type and nothing in it is fine); prototype-poisoning keys are refused;
 * anything that is not JSON is a 415.
 */
export function installJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
}
