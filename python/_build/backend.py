"""backend.py: a PEP 517 build backend using only the standard library -- a wheel of the mtgvm package with the
built engine library, its tables, the packs and the decks bundled next to the package."""
import base64
import glob
import hashlib
import os
import sysconfig
import zipfile

NAME, VERSION = "mtgvm", "0.1.0"
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))   # python/
ROOT = os.path.dirname(HERE)                                         # the repository
# the wheel carries a native library: tag it for this machine (linux_x86_64, linux_aarch64, ...)
TAG = "py3-none-" + sysconfig.get_platform().replace("-", "_").replace(".", "_")


def _files():
    """(path in the wheel, file on disk) for everything the package needs."""
    out = [("mtgvm/" + os.path.basename(p), p) for p in sorted(glob.glob(os.path.join(HERE, "mtgvm", "*.py")))]
    extra = [("mtgvm/libmtgvm.so", os.path.join(ROOT, "build", "src", "libmtgvm.so")),
             ("mtgvm/mtgvm_decisions.def", os.path.join(ROOT, "include", "mtgvm_decisions.def")),
             ("mtgvm/mtgvm_obs.def", os.path.join(ROOT, "include", "mtgvm_obs.def"))]
    extra += [("mtgvm/packs/" + os.path.basename(p), p) for p in sorted(glob.glob(os.path.join(ROOT, "build", "packs", "*.mtgpack")))]
    extra += [("mtgvm/decks/" + os.path.basename(p), p) for p in sorted(glob.glob(os.path.join(ROOT, "data", "decks", "*.json")))]
    for arc, path in extra:
        if not os.path.exists(path):
            raise RuntimeError("mtgvm: %s is missing -- run tools/build.sh first" % path)
    return out + extra


def _metadata():
    return "Metadata-Version: 2.1\nName: %s\nVersion: %s\nSummary: Python bindings (ctypes) for the mtgvm rules engine\n" \
           "Requires-Python: >=3.8\n" % (NAME, VERSION)


def _record_line(arc, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (arc, digest, len(data))


def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    info = "%s-%s.dist-info" % (NAME, VERSION)
    os.makedirs(os.path.join(metadata_directory, info), exist_ok=True)
    with open(os.path.join(metadata_directory, info, "METADATA"), "w") as f:
        f.write(_metadata())
    return info


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    wheel = "%s-%s-%s.whl" % (NAME, VERSION, TAG)
    info = "%s-%s.dist-info" % (NAME, VERSION)
    records = []
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel), "w", zipfile.ZIP_DEFLATED) as z:
        for arc, path in _files():
            data = open(path, "rb").read()
            z.writestr(arc, data)
            records.append(_record_line(arc, data))
        meta = {"METADATA": _metadata(),
                "WHEEL": "Wheel-Version: 1.0\nGenerator: mtgvm-backend\nRoot-Is-Purelib: false\nTag: %s\n" % TAG}
        for name, text in meta.items():
            z.writestr(info + "/" + name, text)
            records.append(_record_line(info + "/" + name, text.encode()))
        records.append(info + "/RECORD,,")
        z.writestr(info + "/RECORD", "\n".join(records) + "\n")
    return wheel
