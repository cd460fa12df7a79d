#!/usr/bin/env python3
"""Soak test of `unembed-cli serve`: its resident memory through 2,000 requests, the largest batch
the default caps let through, 200 slow connections, four keyless clients announcing 1 GB and one
200 MB body sent blindly, and whether a normal request beside them is still answered.

Standard library only; talks to 127.0.0.1 only; every loop is bounded. Usage:

    tools/serve_soak.py --cli build/release/unembed-cli --victim resources/demo/victim

Prints one line per phase (statuses seen, seconds, the server's resident memory at its highest so
far from /proc/PID/status VmHWM) and exits 1 when a check fails: a normal request not answered 200,
the 200 MB body not refused with a 4xx within 10 s, or a peak above --max-rss-mb.
"""

import argparse
import collections
import http.client
import json
import os
import random
import socket
import subprocess
import sys
import threading
import time

KEY = "sk-soak-0b7e"
MODEL = "demo"


def rss_kb(pid, field):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def start_server(cli, victim, extra):
    env = dict(os.environ, UNEMBED_SOAK_KEY=KEY)
    process = subprocess.Popen(
        [cli, "serve", "--embedder", victim, "--model", MODEL, "--api-key-env",
         "UNEMBED_SOAK_KEY", "--json"] + extra,
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
    printed = ""
    deadline = time.time() + 60
    while time.time() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        printed += line
        try:
            return process, json.loads(printed)["url"].split(":")[2].split("/")[0]
        except (ValueError, KeyError):
            continue
    process.kill()
    sys.exit("serve printed no URL")


def texts(count, rng):
    words = ["my", "sister", "Priya", "moved", "to", "Leeds", "on", "March", "the", "dentist",
             "appointment", "penicillin", "Kirkstall", "Road", "table", "for", "four", "Tom"]
    return [" ".join(rng.choice(words) for _ in range(rng.randint(3, 40))) for _ in range(count)]


def embed_request(port, count, rng, timeout=120, length=0):
    """One POST /v1/embeddings on a new connection (texts of `length` characters when given): its
    status."""
    connection = http.client.HTTPConnection("127.0.0.1", int(port), timeout=timeout)
    inputs = texts(count, rng)
    if length:
        inputs = [((text + " ") * (length // (len(text) + 1) + 1))[:length] for text in inputs]
    body = json.dumps({"model": MODEL, "input": inputs})
    connection.request("POST", "/v1/embeddings", body,
                       {"Authorization": "Bearer " + KEY, "Content-Type": "application/json"})
    response = connection.getresponse()
    response.read()
    connection.close()
    return response.status


def many_requests(port, total, workers):
    """`total` requests from `workers` keep-alive clients: a mix of batches and /v1/models."""
    statuses = collections.Counter()
    lock = threading.Lock()

    def client(index, share):
        rng = random.Random(index)
        connection = http.client.HTTPConnection("127.0.0.1", int(port), timeout=120)
        for _ in range(share):
            if rng.random() < 0.2:
                connection.request("GET", "/v1/models", headers={"Authorization": "Bearer " + KEY})
            else:
                body = json.dumps({"model": MODEL, "input": texts(rng.choice([1, 8, 64]), rng)})
                connection.request("POST", "/v1/embeddings", body,
                                   {"Authorization": "Bearer " + KEY,
                                    "Content-Type": "application/json"})
            response = connection.getresponse()
            response.read()
            with lock:
                statuses[response.status] += 1
            if response.getheader("Connection", "").lower() == "close":
                connection.close()
                connection = http.client.HTTPConnection("127.0.0.1", int(port), timeout=120)
        connection.close()

    threads = [threading.Thread(target=client, args=(i, total // workers)) for i in range(workers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return dict(statuses)


def slow_connections(port, count, seconds):
    """`count` connections sending a request head one byte a second for up to `seconds`, and a
    normal request in their midst: how many the server closed, and the normal request's status."""
    head = (b"POST /v1/embeddings HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer "
            + KEY.encode() + b"\r\nContent-Length: 100\r\nX-Padding: " + b"a" * 200)
    sockets = []
    for _ in range(count):
        s = socket.create_connection(("127.0.0.1", int(port)), timeout=10)
        s.setblocking(False)
        sockets.append(s)
    closed = set()
    answered = collections.Counter()
    normal = None
    for second in range(seconds):
        for i, s in enumerate(sockets):
            if i in closed:
                continue
            try:
                data = s.recv(4096)
                if data:
                    answered[data.split(b" ")[1].decode()] += 1
                else:
                    closed.add(i)
                    continue
            except BlockingIOError:
                pass
            except OSError:
                closed.add(i)
                continue
            try:
                s.send(head[second % len(head):second % len(head) + 1])
            except OSError:
                closed.add(i)
        if second == 3:
            normal = embed_request(port, 4, random.Random(7))
        if len(closed) == count:
            break
        time.sleep(1)
    for s in sockets:
        s.close()
    return len(closed), dict(answered), normal


def blind_huge_body(port, size):
    """A 200 MB body sent without waiting for an answer, and a normal request beside it: the
    seconds to the answer, its status, and the normal request's status."""
    s = socket.create_connection(("127.0.0.1", int(port)), timeout=30)
    s.sendall(b"POST /v1/embeddings HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer "
              + KEY.encode() + b"\r\nContent-Type: application/json\r\nContent-Length: "
              + str(size).encode() + b"\r\n\r\n")
    result = {}
    beside = threading.Thread(
        target=lambda: result.update(normal=embed_request(port, 4, random.Random(3))))
    started = time.time()
    beside.start()
    chunk = b"[" * (1 << 20)
    s.setblocking(False)
    sent, answer = 0, b""
    while time.time() - started < 30 and b"\r\n" not in answer:
        try:
            answer += s.recv(4096)
        except BlockingIOError:
            pass
        except OSError:
            break
        if sent < size:
            try:
                sent += s.send(chunk)
            except BlockingIOError:
                time.sleep(0.01)
            except OSError:
                time.sleep(0.01)
    seconds = time.time() - started
    s.close()
    beside.join()
    status = int(answer.split(b" ")[1]) if answer.startswith(b"HTTP/") else 0
    return seconds, status, sent, result.get("normal")


def keyless_gigabytes(port, clients):
    """`clients` connections announcing 1 GB without a key: their statuses."""
    statuses = collections.Counter()
    for _ in range(clients):
        s = socket.create_connection(("127.0.0.1", int(port)), timeout=10)
        s.sendall(b"POST /v1/embeddings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: "
                  + str(1 << 30).encode() + b"\r\n\r\n")
        statuses[int(s.recv(4096).split(b" ")[1])] += 1
        s.close()
    return dict(statuses)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", required=True, help="the unembed-cli binary")
    parser.add_argument("--victim", required=True, help="a victim folder (the demo pack's)")
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--workers", type=int, default=8)
    parser.add_argument("--slow", type=int, default=200)
    parser.add_argument("--slow-seconds", type=int, default=40)
    parser.add_argument("--max-rss-mb", type=int, default=1024)
    parser.add_argument("serve_options", nargs="*", help="more options for serve (after --)")
    args = parser.parse_args()

    process, port = start_server(args.cli, args.victim, args.serve_options)
    failures = []

    def report(phase, started, **figures):
        peak = rss_kb(process.pid, "VmHWM") / 1024
        now = rss_kb(process.pid, "VmRSS") / 1024
        print(f"{phase}: {time.time() - started:.1f} s, RSS {now:.0f} MB, peak {peak:.0f} MB, "
              + ", ".join(f"{k} {v}" for k, v in figures.items()), flush=True)

    try:
        report("started", time.time())
        started = time.time()
        statuses = many_requests(port, args.requests, args.workers)
        report("requests", started, statuses=statuses)
        if set(statuses) != {200}:
            failures.append(f"requests answered {statuses}")
        started = time.time()
        largest = embed_request(port, 2048, random.Random(5), timeout=600, length=4000)
        report("largest batch (2,048 texts of 4,000 characters)", started, status=largest)
        if largest != 200:
            failures.append(f"the largest batch got {largest}")
        started = time.time()
        closed, answered, normal = slow_connections(port, args.slow, args.slow_seconds)
        report("slow connections", started, closed=closed, answers=answered, normal=normal)
        if normal != 200:
            failures.append(f"a request among slow connections got {normal}")
        started = time.time()
        report("keyless 1 GB announcements", started, statuses=keyless_gigabytes(port, 4))
        seconds, status, sent, normal = blind_huge_body(port, 200 * 1024 * 1024)
        report("200 MB body", time.time() - seconds, status=status,
               seconds=f"{seconds:.2f}", body_bytes_sent=sent, normal=normal)
        if not 400 <= status < 500 or seconds >= 10 or normal != 200:
            failures.append(f"200 MB body: {status} after {seconds:.1f} s, beside it {normal}")
        if rss_kb(process.pid, "VmHWM") / 1024 > args.max_rss_mb:
            failures.append(f"peak resident memory above {args.max_rss_mb} MB")
    finally:
        process.terminate()
        process.wait(10)
    for failure in failures:
        print("FAILED:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
