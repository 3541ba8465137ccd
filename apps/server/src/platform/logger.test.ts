import { describe, expect, it } from "vitest";
import { serializeError } from "./logger.ts";

describe("serializeError", () => {
  it("cuts a failed query's parameters from the message, the stack and the cause", () => {
    const cause = Object.assign(new Error("duplicate key"), {
      detail: "Key (email)=(ada@example.com) already exists.",
      where: "$1 = 'x'",
    });
    const error = Object.assign(
      new Error("Failed query: insert into users values ($1, $2)\nparams: ada@example.com,$argon2id$v=19$secret"),
      {
        params: ["ada@example.com", "$argon2id$v=19$secret"],
        cause,
      },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain("Failed query: insert into users values ($1, $2)");
    expect(logged).not.toContain("ada@example.com");
    expect(logged).not.toContain("argon2id");
  });

  it("leaves out the connection a pool error carries, keeping its message and code", () => {
    const error = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
      client: { connectionParameters: { user: "postgres", password: "s3cret" }, _queryQueue: [] },
    });
    const logged = serializeError(error);
    expect(logged).toMatchObject({ message: "terminating connection due to administrator command", code: "57P01" });
    expect(JSON.stringify(logged)).not.toContain("connectionParameters");
  });
});
