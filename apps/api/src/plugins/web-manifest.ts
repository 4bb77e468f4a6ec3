// GET /manifest.webmanifest: what a phone needs to install the shop to its home screen.
import type { FastifyInstance } from 'fastify';

export async function webManifest(app: FastifyInstance, opts: { brandName: string }): Promise<void> {
  const manifest = {
    name: `${opts.brandName} – bike and car servicing`,
    short_name: opts.brandName,
    description: 'Doorstep bike and car servicing in Nagpur and Pune. Pay when the work is done.',
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b5fff',
    icons: [
      { src: '/img/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/img/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/img/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  app.get('/manifest.webmanifest', (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(manifest),
  );
}
