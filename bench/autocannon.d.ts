// The part of autocannon's API the benchmarks use (the package ships no type definitions).
declare module 'autocannon' {
  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p2_5: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  export type RawRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: (RawRequest & {
      setupRequest?: (request: RawRequest, context: object) => RawRequest;
      onResponse?: (status: number, body: string, context: object) => void;
    })[];
  };

  export type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  };

  export default function autocannon(options: Options): Promise<Result>;
}
