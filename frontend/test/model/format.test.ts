import { describe, expect, it } from "vitest";
import { visibleText, visibleToken } from "../../src/model/format";

describe("visible token text", () => {
  it("shows bidirectional overrides, isolates and marks as code points", () => {
    expect(visibleToken("a\u202Eb")).toBe("a⟨U+202E⟩b");
    expect(visibleText("\u2066x\u2069\u200F")).toBe("⟨U+2066⟩x⟨U+2069⟩⟨U+200F⟩");
    expect(visibleText("\u061C")).toBe("⟨U+061C⟩");
  });

  it("shows control characters, zero-width characters and the BOM", () => {
    expect(visibleToken("\u0000\u0007\u001B[31m")).toBe("⟨U+0000⟩⟨U+0007⟩⟨U+001B⟩[31m");
    expect(visibleToken("\u007F\u0085\u200B\uFEFF")).toBe("⟨U+007F⟩⟨U+0085⟩⟨U+200B⟩⟨U+FEFF⟩");
  });

  it("keeps newlines and tabs (as arrows in a token) and ordinary text of any script", () => {
    expect(visibleToken("x\n")).toBe("x↵\n");
    expect(visibleToken("\t")).toBe("→\t");
    expect(visibleText("שלום\nمرحبا")).toBe("שלום\nمرحبا");
    // A joiner inside an emoji is part of it; elsewhere it is shown.
    expect(visibleText("👨\u200D👩\u200D👧 a\u200Db 👍🏽\u200D")).toBe("👨\u200D👩\u200D👧 a⟨U+200D⟩b 👍🏽⟨U+200D⟩");
    expect(visibleToken("")).toBe("∅");
  });
});
