// Calls a route found by walking the router, whatever its method, with an empty JSON body for writes.
import type request from 'supertest';

type Caller = Pick<ReturnType<typeof request.agent>, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

export function callRoute(agent: Caller, method: string, url: string) {
  switch (method) {
    case 'GET':
      return agent.get(url);
    case 'POST':
      return agent.post(url).send({});
    case 'PUT':
      return agent.put(url).send({});
    case 'PATCH':
      return agent.patch(url).send({});
    case 'DELETE':
      return agent.delete(url);
    default:
      throw new Error(`a route with method ${method} needs a case here`);
  }
}
