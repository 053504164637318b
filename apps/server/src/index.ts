export * from "./routes/index";
