#!/usr/bin/env node
// Prints a free TCP port on the loopback interface.
import { freePort } from "./production-server.mjs";

process.stdout.write(String(await freePort()));
