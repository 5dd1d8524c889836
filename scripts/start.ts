// `npm start`: serves the product on http://localhost:3000 (PORT overrides).
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3000);
const app = Fastify({ logger: true });

app.all('/api', async (_request, reply) =>
  reply.code(404).send({ message: 'No api is served yet' }),
);

await app.listen({ port, host: '0.0.0.0' });
