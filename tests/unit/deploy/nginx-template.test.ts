import { describe, expect, it } from "vitest";
import { ADMIN_MAX_BODY_BYTES, renderSite, securityHeaders } from "../../../scripts/render-nginx.mjs";
import { FORM_MAX_BYTES, MULTIPART_MAX_BYTES } from "~/lib/http/request-body.server";
import { baseSecurityHeaders } from "~/lib/http/security-headers.server";

const site = (overrides: Record<string, string> = {}) => renderSite({ SERVER_NAME: "www.example.com", ...overrides });

describe("the nginx site template", () => {
  it("renders every placeholder, with the certificate paths named after the server", () => {
    const conf = site();
    expect(conf).not.toMatch(/\{\{|\}\}/);
    expect(conf).toContain("ssl_certificate /etc/letsencrypt/live/www.example.com/fullchain.pem;");
    expect(conf).toContain("listen 443 ssl http2;");
    expect(conf).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
  });

  it("refuses unknown settings and a malformed admin path instead of rendering something else", () => {
    expect(() => site({ SERVR_NAME: "x" })).toThrow(/unknown setting SERVR_NAME/);
    expect(() => site({ ADMIN_PATH: "a b" })).toThrow(/ADMIN_PATH/);
    expect(() => renderSite({})).toThrow(/SERVER_NAME/);
  });

  it("allows the app's body limits: 1 MB forms, signed-in uploads on the admin path", () => {
    const conf = site();
    expect(FORM_MAX_BYTES).toBe(1024 * 1024);
    expect(conf).toMatch(/^ {4}client_max_body_size 1m;$/m);
    expect(ADMIN_MAX_BODY_BYTES).toBe(MULTIPART_MAX_BYTES);
    expect(conf).toContain(`client_max_body_size ${MULTIPART_MAX_BYTES};`);
  });

  it("matches the admin prefix in any letter case", () => {
    expect(site({ ADMIN_PATH: "Secret_Path" })).toContain('location ~* "^/Secret_Path([/.]|$)"');
  });

  it("gives nginx's own answers the app's security headers, HSTS only over https", () => {
    expect(securityHeaders(true)).toEqual(baseSecurityHeaders("https://www.example.com"));
    expect(securityHeaders(false)).toEqual(baseSecurityHeaders("http://www.example.com"));
    expect(site()).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    const plain = site({ TLS: "off", HTTPS_LISTEN: "127.0.0.1:8080" });
    expect(plain).not.toContain("Strict-Transport-Security");
    expect(plain).toMatch(/listen 127\.0\.0\.1:8080 ;/);
  });

  it("keys the page cache on the generation, raw path, page number, language and encoding", () => {
    expect(site()).toContain(
      'proxy_cache_key "$realpath_root|$wenlv_request_path|page=$arg_page|$wenlv_locale|$wenlv_encoding";',
    );
  });

  it("lists the proxies to take the client address from, and none by default", () => {
    expect(site()).not.toMatch(/^\s*set_real_ip_from/m);
    expect(site({ REAL_IP_FROM: "10.0.0.0/8, 192.168.1.10" })).toMatch(
      /set_real_ip_from 10\.0\.0\.0\/8;\n\s+set_real_ip_from 192\.168\.1\.10;/,
    );
  });
});
