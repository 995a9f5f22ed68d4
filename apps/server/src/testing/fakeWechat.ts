import { createServer, type Server } from 'node:http';

/** A stand-in for api.weixin.qq.com speaking the documented `jscode2session` reply. */
export async function startFakeWechat(codes: Record<string, string>, appId = 'wx-test-app', secret = 'wx-test-secret') {
  const requests: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url.searchParams);
    res.setHeader('content-type', 'text/plain');
    if (url.pathname !== '/sns/jscode2session') {
      res.statusCode = 404;
      return res.end('not found');
    }
    const p = url.searchParams;
    if (p.get('appid') !== appId || p.get('secret') !== secret || p.get('grant_type') !== 'authorization_code') {
      return res.end(JSON.stringify({ errcode: 40013, errmsg: 'invalid appid' }));
    }
    const openid = codes[p.get('js_code') ?? ''];
    if (!openid) return res.end(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }));
    return res.end(JSON.stringify({ openid, session_key: 'c2Vzc2lvbg==' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    appId,
    secret,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
