#!/usr/bin/env python3
"""Unembed's T5 generation against Hugging Face transformers' on the same weights and inputs.

Builds a random T5 (d_model 256, 4 + 4 layers, T5's 32,128-piece vocabulary unless --vocab says,
tied head) whose end token can never win (its embedding row is zero, so its logit is 0 while the
best of the others is far above), so both sides decode exactly --new-tokens tokens. Writes it as a
Hugging Face folder (config.json, model.safetensors) with random inputs (inputs.txt), then
alternates, round after round, transformers' `generate` in this process and `unembed-cli bench
generate` in a child process, checking that both return the same sequences (SHA-256 of the int64
token ids). Needs torch and transformers (not Unembed's dependencies); see docs/building.md.
"""
import argparse
import ctypes
import hashlib
import json
import os
import statistics
import struct
import subprocess
import sys
import time

import torch
import transformers


def write_safetensors(tensors, path):
    header, offset, blobs = {}, 0, []
    for name, tensor in tensors.items():
        data = tensor.detach().contiguous().float().numpy().tobytes()
        header[name] = {"dtype": "F32", "shape": list(tensor.shape),
                        "data_offsets": [offset, offset + len(data)]}
        offset += len(data)
        blobs.append(data)
    encoded = json.dumps(header).encode()
    encoded += b" " * (-len(encoded) % 8)
    with open(path, "wb") as out:
        out.write(struct.pack("<Q", len(encoded)))
        out.write(encoded)
        for blob in blobs:
            out.write(blob)


def make_model(folder, seed, vocab):
    config = transformers.T5Config(vocab_size=vocab, d_model=256, d_kv=64, d_ff=1024, num_layers=4,
                                   num_decoder_layers=4, num_heads=4, dropout_rate=0.0,
                                   feed_forward_proj="relu", tie_word_embeddings=True,
                                   decoder_start_token_id=0)
    torch.manual_seed(seed)
    model = transformers.T5ForConditionalGeneration(config).eval()
    with torch.no_grad():
        model.shared.weight[config.eos_token_id].zero_()
    os.makedirs(folder, exist_ok=True)
    config.to_json_file(os.path.join(folder, "config.json"))
    aliases = {"encoder.embed_tokens.weight", "decoder.embed_tokens.weight", "lm_head.weight"}
    write_safetensors({k: v for k, v in model.state_dict().items() if k not in aliases},
                      os.path.join(folder, "model.safetensors"))
    return model


def sha256(sequences):
    return hashlib.sha256(sequences.to(torch.int64).contiguous().numpy().tobytes()).hexdigest()


def openblas_kernels():
    """The kernels the OpenBLAS torch loaded runs (OPENBLAS_CORETYPE or its own detection)."""
    with open("/proc/self/maps") as maps:
        paths = {line.split()[-1] for line in maps if "openblas" in line and "/" in line}
    for path in sorted(paths):
        name = getattr(ctypes.CDLL(path), "openblas_get_corename", None)
        if name is not None:
            name.restype = ctypes.c_char_p
            return name().decode()
    return "no OpenBLAS"


def unembed_kernels(cli):
    """OpenBLAS's kernels and those of Unembed's own few-row products (UNEMBED_ROW_KERNEL)."""
    info = subprocess.run([cli, "info", "--json"], check=True, capture_output=True, text=True)
    found = json.loads(info.stdout)
    blas = found.get("blas_kernels") or "no OpenBLAS"
    rows = found.get("row_kernels") or "torch's"
    return f"{blas} kernels, {rows} row kernels"


def time_transformers(model, ids, beams, new_tokens, repeats):
    mask = torch.ones_like(ids)
    seconds = 0.0
    with torch.no_grad():
        for r in range(repeats + 1):
            start = time.perf_counter()
            out = model.generate(input_ids=ids, attention_mask=mask, max_new_tokens=new_tokens,
                                 num_beams=beams, do_sample=False, num_return_sequences=1)
            if r > 0:
                seconds += time.perf_counter() - start
    return 1000.0 * seconds / repeats, sha256(out)


def time_unembed(cli, folder, inputs, batch, beams, new_tokens, repeats, threads):
    env = dict(os.environ, UNEMBED_THREADS=str(threads))
    env.pop("OPENBLAS_NUM_THREADS", None)  # Unembed sets its BLAS threads itself
    result = subprocess.run([cli, "bench", "generate", "--json", "--device", "cpu", "--model",
                             folder, "--inputs", inputs, "--batches", str(batch), "--beams",
                             str(beams), "--new-tokens", str(new_tokens), "--repeats",
                             str(repeats)], env=env, check=True, capture_output=True, text=True)
    row = json.loads(result.stdout)["rows"][0]
    if row["ended_early"]:
        raise SystemExit("unembed: a sequence ended before the last token")
    return row["ms_per_call"], row["sequences_sha256"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cli", default="build/release/app/unembed-cli")
    parser.add_argument("--work", default="/tmp/unembed-generate-bench")
    parser.add_argument("--vocab", type=int, default=32128, help="pieces (T5's: 32128)")
    parser.add_argument("--threads", type=int, default=2, help="unembed side: UNEMBED_THREADS")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--new-tokens", type=int, default=32)
    parser.add_argument("--input-length", type=int, default=64)
    parser.add_argument("--settings", default="32x1,32x4,1x1,1x4",
                        help="BATCHxBEAMS, comma-separated")
    parser.add_argument("--hf-threads", type=int, default=2,
                        help="transformers side: torch.set_num_threads")
    parser.add_argument("--hf-blas-threads", type=int, default=1,
                        help="transformers side: OPENBLAS_NUM_THREADS (Debian's torch uses "
                             "OpenBLAS; 1 was its fastest setting beside 2 intra-op threads)")
    args = parser.parse_args()
    if os.environ.get("OPENBLAS_NUM_THREADS") != str(args.hf_blas_threads):
        # OpenBLAS reads it when it is loaded: start again with it set.
        os.environ["OPENBLAS_NUM_THREADS"] = str(args.hf_blas_threads)
        os.execv(sys.executable, [sys.executable] + sys.argv)
    torch.set_num_threads(args.hf_threads)
    folder = os.path.join(args.work, "t5")
    model = make_model(folder, seed=0, vocab=args.vocab)
    settings = [tuple(int(x) for x in s.split("x")) for s in args.settings.split(",")]
    torch.manual_seed(1)
    inputs = torch.randint(3, model.config.vocab_size,
                           (max(b for b, _ in settings), args.input_length))
    inputs_file = os.path.join(args.work, "inputs.txt")
    with open(inputs_file, "w") as out:
        for row in inputs.tolist():
            out.write(" ".join(map(str, row)) + "\n")
    torch.mm(torch.ones(64, 64), torch.ones(64, 64))  # so that the BLAS is loaded
    print(f"torch {torch.__version__}, transformers {transformers.__version__} "
          f"({args.hf_threads} threads, {args.hf_blas_threads} OpenBLAS, {openblas_kernels()} "
          f"kernels), unembed ({args.threads} threads, {unembed_kernels(args.cli)}), "
          f"vocabulary {args.vocab}, inputs of {args.input_length}, {args.new_tokens} new tokens")
    ratios = {s: [] for s in settings}
    for rnd in range(args.rounds):
        for batch, beams in settings:
            hf_ms, hf_hash = time_transformers(model, inputs[:batch], beams, args.new_tokens,
                                               args.repeats)
            un_ms, un_hash = time_unembed(args.cli, folder, inputs_file, batch, beams,
                                          args.new_tokens, args.repeats, args.threads)
            same = "same sequences" if hf_hash == un_hash else "DIFFERENT sequences"
            ratios[(batch, beams)].append(hf_ms / un_ms)
            print(f"round {rnd + 1} batch {batch:2d} beams {beams}: transformers {hf_ms:8.1f} ms, "
                  f"unembed {un_ms:8.1f} ms, {hf_ms / un_ms:4.2f}x, {same}", flush=True)
    for (batch, beams), r in ratios.items():
        print(f"batch {batch:2d} beams {beams}: unembed is {min(r):.2f}-{max(r):.2f}x as fast "
              f"(median {statistics.median(r):.2f}x)")


if __name__ == "__main__":
    main()
