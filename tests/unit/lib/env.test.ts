import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env.CONTENT_DIR).toBe("./content");
    expect(env.ADMIN_PATH).toBe("eKwU1RHjdG");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.sessionSecrets).toHaveLength(1);
    expect(env.sessionSecrets[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it("never falls back to a fixed session secret", () => {
    expect(parseEnv({}).sessionSecrets[0]).not.toBe(parseEnv({}).sessionSecrets[0]);
  });

  it("splits a rotation list of session secrets", () => {
    const a = "a".repeat(32);
    const b = "b".repeat(40);
    expect(parseEnv({ SESSION_SECRET: `${a}, ${b}` }).sessionSecrets).toEqual([a, b]);
  });

  it("checks the access-log switch and the nginx cache generation link", () => {
    const link = "/var/lib/wenlv-portal/nginx-cache/current";
    expect(parseEnv({ ACCESS_LOG: "1", NGINX_CACHE_GENERATION_LINK: link })).toMatchObject({
      ACCESS_LOG: "1",
      NGINX_CACHE_GENERATION_LINK: link,
    });
    expect(() => parseEnv({ ACCESS_LOG: "yes", NGINX_CACHE_GENERATION_LINK: "relative/current" })).toThrowError(
      /ACCESS_LOG: must be 1[\s\S]*NGINX_CACHE_GENERATION_LINK: must be an absolute path/,
    );
  });

  it("names every invalid variable with what it must look like", () => {
    expect(() =>
      parseEnv({ ADMIN_PATH: "../x", SESSION_SECRET: "short", SITE_URL: "nope", ADMIN_PASSWORD: "123" }),
    ).toThrowError(
      /ADMIN_PATH: use 4-64 letters[\s\S]*SESSION_SECRET: each comma-separated secret[\s\S]*ADMIN_PASSWORD: must be at least 12[\s\S]*SITE_URL: must be an absolute URL/,
    );
  });

  it("refuses a tile URL that is not an https template (plain http only on this machine)", () => {
    expect(() => parseEnv({ MAP_TILE_URL: "http://tiles/{z}/{x}/{y}.png" })).toThrowError(/MAP_TILE_URL/);
    expect(() => parseEnv({ MAP_TILE_URL: "http://127.0.0.1.evil.example/{z}/{x}/{y}.png" })).toThrowError(
      /MAP_TILE_URL/,
    );
    expect(() => parseEnv({ MAP_TILE_URL: "https://tiles.example/{z}/{x}.png" })).toThrowError(/MAP_TILE_URL/);
    expect(parseEnv({ MAP_TILE_URL: "http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png" }).MAP_TILE_URL).toContain("8080");
    expect(parseEnv({ MAP_TILE_URL: "https://tiles.example/{z}/{x}/{y}.png" }).MAP_TILE_URL).toContain("tiles");
  });
});
