/** Reads the server-sent events of a live response, event by event. */
export function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; data: unknown }[] = [];
  // a read outlived by its deadline stays pending and is awaited by the next take: its chunk is not lost
  let reading: ReturnType<typeof reader.read> | undefined;
  const pump = async (deadline: number) => {
    reading ??= reader.read();
    const chunk = await Promise.race([
      reading,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()))),
    ]);
    if (!chunk) return false;
    reading = undefined;
    if (chunk.done) return false;
    buffer += decoder.decode(chunk.value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
    return true;
  };
  return {
    /** The next events named `name` (up to `count`), waiting at most timeoutMs. */
    async take(name: string, count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (events.filter((e) => e.event === name).length < count && Date.now() < deadline) {
        if (!(await pump(deadline))) break;
      }
      const taken = events.filter((e) => e.event === name).slice(0, count);
      for (const item of taken) events.splice(events.indexOf(item), 1);
      return taken.map((item) => item.data);
    },
    close: () => reader.cancel(),
  };
}
