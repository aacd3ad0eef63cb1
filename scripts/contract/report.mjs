// The coverage report lives in the OpenAPI core (shared by the mock and the contract tools);
// this name stays for the tools that still import it from here.
export * from '../openapi-core/report.mjs';
