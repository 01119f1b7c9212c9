# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The TCP sockets in LISTEN state that a process and its descendants hold,
read from /proc (Linux): the scale-out tests check that every server they
start (Spark driver and block manager, Dask scheduler, nannies and workers)
listens on loopback only."""

import ipaddress
import os
import socket


def _descendants(root):
    children = {}
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat") as f:
                stat = f.read()
        except OSError:
            continue  # gone meanwhile
        ppid = int(stat[stat.rindex(")") + 2:].split()[1])
        children.setdefault(ppid, []).append(int(d))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(children.get(pid, []))
    return found


def _socket_inodes(pid):
    inodes = set()
    try:
        fds = os.listdir(f"/proc/{pid}/fd")
    except OSError:
        return inodes
    for fd in fds:
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(int(target[8:-1]))
    return inodes


def _address(hex_addr):
    ip, port = hex_addr.split(":")
    raw = bytes.fromhex(ip)
    # The kernel prints each 32-bit word in host (little-endian) order.
    raw = b"".join(raw[i:i + 4][::-1] for i in range(0, len(raw), 4))
    family = socket.AF_INET if len(raw) == 4 else socket.AF_INET6
    return ipaddress.ip_address(socket.inet_ntop(family, raw)), int(port, 16)


def listening(root=None):
    """[(pid, address, port)] of the TCP listeners of `root` (default: this
    process) and every process below it."""
    pids = _descendants(root or os.getpid())
    owner = {}
    for pid in pids:
        for inode in _socket_inodes(pid):
            owner.setdefault(inode, pid)
    found = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            with open(table) as f:
                rows = f.read().splitlines()[1:]
        except OSError:
            continue
        for row in rows:
            cols = row.split()
            if cols[3] != "0A":  # TCP_LISTEN
                continue
            inode = int(cols[9])
            if inode in owner:
                addr, port = _address(cols[1])
                found.append((owner[inode], addr, port))
    return found


def is_loopback(addr):
    mapped = getattr(addr, "ipv4_mapped", None)
    return (mapped or addr).is_loopback


def not_on_loopback(root=None):
    """The listeners (as text) that are not on 127.0.0.0/8 or ::1, and how
    many listeners there were in all."""
    socks = listening(root)
    return [f"pid {p} on {a}:{port}" for p, a, port in socks if not is_loopback(a)], len(socks)
